/**
 * An accessible progress bar from 0 to 100, named by the element whose id is `labelledBy`;
 * `animated` stripes it while something is under way.
 */
export function ProgressBar({
  value,
  labelledBy,
  valueText,
  animated = false,
}: {
  value: number;
  labelledBy: string;
  valueText?: string;
  animated?: boolean;
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
      <div
        className={animated ? 'progress-bar progress-bar-striped progress-bar-animated' : 'progress-bar'}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
