export function AdminFooter() {
  return (
    <footer className="admin-footer">
      <span>© {new Date().getFullYear()} Recrutement — Back office</span>
      <a href="/" className="link-secondary">
        Site public
      </a>
    </footer>
  );
}
