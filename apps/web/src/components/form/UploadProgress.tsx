import { useId } from 'react';

/** How much of a multipart upload has been sent, named for screen readers by its visible label. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const id = useId();
  return (
    <div className="my-3">
      <div id={id} className="small mb-1">
        {label}… {percent} %
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby={id}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
