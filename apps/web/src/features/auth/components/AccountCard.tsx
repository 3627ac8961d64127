import type { ReactNode } from 'react';

/**
 * The narrow card of the account pages (sign in, account creation, forgotten password, new password,
 * verification): its title centred, or, with an introduction under it, both at the start.
 */
export function AccountCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-7 col-lg-5">
          <div className="card shadow-sm">
            <div className="card-body p-4">
              {intro ? (
                <>
                  <h1 className="h3 mb-2">{title}</h1>
                  <p className="text-secondary small mb-4">{intro}</p>
                </>
              ) : (
                <h1 className="h3 mb-4 text-center">{title}</h1>
              )}
              {children}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
