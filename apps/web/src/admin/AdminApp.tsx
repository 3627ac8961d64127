// Placeholder: the back office (layout, guard and its descendant routes under /admin).
export default function AdminApp() {
  return <p>Administration</p>;
}
