/** A gold progress bar with the percent written out (spec 2: uploading with percent). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">Uploading {percent}%</p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-[var(--surface-sunken)]"
      >
        <div
          className="h-full rounded-full bg-[var(--color-chip-500)] transition-[width] duration-150"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
