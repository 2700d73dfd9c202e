/** A match section's last result ('Saved') and its failure, each read out as it changes. */
export function SectionMessages({ status, error }: { status: string | null; error: string | null }) {
  return (
    <>
      {status ? <p role="status">{status}</p> : null}
      {error ? (
        <p role="alert" className="text-[var(--danger)]">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** How long a section's status stays (spec 4: 1 to 2 s). */
export const FLASH_MS = 1500;
