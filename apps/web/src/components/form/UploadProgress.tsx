import { useId } from 'react';
import { ProgressBar } from '../ProgressBar';

/** How much of a multipart upload has been sent, named for screen readers by its visible label. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const id = useId();
  return (
    <div className="my-3">
      <div id={id} className="small mb-1">
        {label}… {percent} %
      </div>
      <ProgressBar value={percent} labelledBy={id} animated />
    </div>
  );
}
