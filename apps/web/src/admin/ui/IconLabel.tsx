/**
 * What a control drawn as an icon shows: the icon (`bi-<icon>` of the back office's icon font) and
 * its `label`, out of sight but read by screen readers; `labelClassName` may show it where there is
 * room (the header's `admin-header-label`, on wide screens).
 */
export function IconLabel({
  icon,
  label,
  labelClassName = 'visually-hidden',
}: {
  icon: string;
  label: string;
  labelClassName?: string;
}) {
  return (
    <>
      <i className={`bi bi-${icon}`} aria-hidden="true" />
      <span className={labelClassName}>{label}</span>
    </>
  );
}
