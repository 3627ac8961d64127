/** How much of the application has been sent. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="my-3">
      <div id="upload-progress-label" className="small mb-1">
        Envoi de votre candidature… {percent} %
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
