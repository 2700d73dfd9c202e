import { Dialog } from 'radix-ui';

type PrivateCodeDialogProps = { code: string | null; onClose: () => void };

/** Shows a new private lobby's code (spec 2) until GOT IT. */
export function PrivateCodeDialog({ code, onClose }: PrivateCodeDialogProps) {
  return (
    <Dialog.Root open={code !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-[var(--color-pitch-950)]/60 backdrop-blur-[2px]" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-4 text-center shadow-[var(--shadow-pop)]">
          <Dialog.Title className="text-display-sm">Private lobby</Dialog.Title>
          <Dialog.Description className="text-[var(--text-muted)]">
            Share this code with your friends so they can join.
          </Dialog.Description>
          <output data-testid="private-lobby-code" className="font-mono text-4xl tracking-[0.3em]">
            {code}
          </output>
          <Dialog.Close className="btn-primary w-full">GOT IT</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
