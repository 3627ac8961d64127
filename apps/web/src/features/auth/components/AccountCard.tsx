import type { ReactNode } from 'react';

/** The narrow card of the account pages (sign in, forgotten password, new password, verification). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-7 col-lg-5">
          <div className="card shadow-sm">
            <div className="card-body p-4">
              <h1 className="h3 mb-4 text-center">{title}</h1>
              {children}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
