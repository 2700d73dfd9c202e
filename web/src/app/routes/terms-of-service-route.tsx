import type { ReactNode } from 'react';

function Term({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="text-[var(--text-muted)]">{children}</p>
    </section>
  );
}

/** Short, plain terms for a free game played with virtual chips. */
export function TermsOfServiceRoute() {
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-5 py-4">
      <h1 className="text-3xl font-bold">Terms of Service</h1>
      <p>By creating an account and playing KickChips you agree to these terms.</p>
      <Term title="A free game with virtual chips">
        KickChips is free. Chips are virtual: they cannot be bought, sold, cashed out or exchanged for money,
        prizes or anything else of value. Nothing is paid or won in money.
      </Term>
      <Term title="Your account">
        Give a real email address so you can reset your password, keep your password to yourself, and hold one
        account per person. You are responsible for what is done with your account.
      </Term>
      <Term title="Playing fair">
        Be kind in lobbies and chat. No abuse, hate, spam or cheating, and no attempts to break or overload
        the service. We may remove messages, and suspend or delete accounts that break these rules.
      </Term>
      <Term title="Match data">
        Match events are recorded by people and may be late or wrong. Results and chip balances follow what
        was recorded, and an admin may correct a mistake.
      </Term>
      <Term title="Your data">
        We keep your name, email, username and game history to run the game, and never sell them. You can ask
        us to delete your account at any time.
      </Term>
      <Term title="No guarantees">
        The service is offered as it is, and may change, pause or end. We may update these terms; playing on
        after a change means you accept the new terms.
      </Term>
    </article>
  );
}
