import type { TotpEnrolment } from '@recrutement/contract';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { TextField } from '../../../../components/form/TextField';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { ta } from '../../../i18n';
import { Notice } from '../../../ui/Notice';
import { useConfirmTotp, useDisableTotp, useMfaStatus, useStartTotp } from '../api/mfa';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

// The QR code's library is loaded with this panel only, never by a public page.
const QrCode = lazy(() => import('./QrCode'));

/** §23: add an authenticator app (QR code, a code to confirm), see the recovery codes once, remove it. */
export function TotpPanel() {
  const id = useId();
  const status = useMfaStatus();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const [pending, setPending] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');
  const [removed, setRemoved] = useState(false);

  if (status.isPending) return <Loading />;
  if (status.isError) return <ErrorAlert error={status.error} />;

  const onStart = async () => {
    setRemoved(false);
    try {
      setPending(await start.mutateAsync());
    } catch {
      // Shown from the mutation's state.
    }
  };
  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setCodes((await confirm.mutateAsync(code.trim())).codesSecours);
      setPending(null);
      setCode('');
    } catch {
      // Shown from the mutation's state.
    }
  };
  const onDisable = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await disable.mutateAsync(password);
      setPassword('');
      setRemoved(true);
    } catch {
      // Shown from the mutation's state.
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6 text-uppercase text-secondary">
        {ta('admin.securite.totp.title')}
      </h3>
      {removed ? (
        <Notice variant="success" role="status">
          {ta('admin.securite.disable.done')}
        </Notice>
      ) : null}
      {codes ? <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} /> : null}
      {status.data.totp ? (
        <>
          <p>{ta('admin.securite.totp.on', { n: String(status.data.codesSecoursRestants) })}</p>
          <form
            onSubmit={onDisable}
            aria-label={ta('admin.securite.disable.title')}
            className="d-flex gap-2 align-items-end"
          >
            {disable.isError ? <ErrorAlert error={disable.error} /> : null}
            <TextField
              label={ta('admin.securite.disable.password')}
              type="password"
              autoComplete="current-password"
              wrapperClassName=""
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button type="submit" className="btn btn-outline-danger" disabled={disable.isPending || !password}>
              {ta('admin.securite.disable.submit')}
            </button>
          </form>
        </>
      ) : (
        <>
          {status.data.obligatoire ? (
            <Notice variant="warning">{ta('admin.securite.totp.required')}</Notice>
          ) : (
            <p>{ta('admin.securite.totp.off')}</p>
          )}
          {start.isError ? <ErrorAlert error={start.error} /> : null}
          {pending ? (
            <form onSubmit={onConfirm} aria-label={ta('admin.securite.totp.confirm')}>
              <p>{ta('admin.securite.totp.scan')}</p>
              <Suspense fallback={<Loading />}>
                <QrCode value={pending.otpauthUrl} label={ta('admin.securite.totp.qr')} />
              </Suspense>
              <p className="mt-2">
                {ta('admin.securite.totp.secret')} <code data-testid="totp-secret">{pending.secret}</code>
              </p>
              {confirm.isError ? <ErrorAlert error={confirm.error} /> : null}
              <div className="d-flex gap-2 align-items-end">
                <TextField
                  label={ta('admin.securite.totp.code')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  wrapperClassName=""
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
                <button type="submit" className="btn btn-primary" disabled={confirm.isPending || !code.trim()}>
                  {ta('admin.securite.totp.confirm')}
                </button>
              </div>
            </form>
          ) : (
            <button type="button" className="btn btn-primary" onClick={onStart} disabled={start.isPending}>
              {ta('admin.securite.totp.start')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
