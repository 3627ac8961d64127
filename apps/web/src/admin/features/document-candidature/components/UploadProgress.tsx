/** The upload progress, named for screen readers (react-bootstrap's bar cannot take a label). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="mb-3">
      <div
        className="progress"
        role="progressbar"
        aria-label="Envoi des pièces jointes"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }}>
          {percent} %
        </div>
      </div>
    </div>
  );
}
