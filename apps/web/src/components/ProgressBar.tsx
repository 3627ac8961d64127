/**
 * Bootstrap's progress bar from 0 to 100, named for screen readers by the element `labelledBy` points
 * to; `valueText` says the value when the number alone would not.
 */
export function ProgressBar({
  value,
  labelledBy,
  valueText,
  barClassName,
}: {
  value: number;
  labelledBy: string;
  valueText?: string;
  /** Classes added to the bar (striped, animated…). */
  barClassName?: string;
}) {
  return (
    <div
      className="progress"
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={valueText}
    >
      <div className={barClassName ? `progress-bar ${barClassName}` : 'progress-bar'} style={{ width: `${value}%` }} />
    </div>
  );
}
