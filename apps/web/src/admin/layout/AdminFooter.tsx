import { ta } from '../i18n';

export function AdminFooter() {
  return (
    <footer className="admin-footer">
      <span>{ta('admin.frame.footer.rights', { year: String(new Date().getFullYear()) })}</span>
      <a href="/" className="link-secondary">
        {ta('admin.frame.footer.publicSite')}
      </a>
    </footer>
  );
}
