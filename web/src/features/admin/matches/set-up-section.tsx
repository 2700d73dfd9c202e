import type { Match } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '../api/admin-keys';
import { useAdminList } from '../api/get-admin-list';
import { MatchSection } from './match-section';
import { SectionMessages } from './section-messages';
import { CopyOddsForm, SetUpRoundsForm } from './set-up-forms';

type Props = { matchId: string; onOddsCopied: () => Promise<void> };

/** "Set up rounds" and "Copy odds from another match": a match's set-up in one action each. */
export function SetUpSection({ matchId, onOddsCopied }: Props) {
  const queryClient = useQueryClient();
  const matches = useAdminList<Match>('match');
  const [status, setStatus] = useState<string | null>(null);
  const others = (matches.data ?? []).filter((match) => match._id !== matchId);

  return (
    <MatchSection headingId="set-up-heading" title="Set Up">
      <SectionMessages status={status} error={null} />
      <SetUpRoundsForm
        matchId={matchId}
        onDone={async (text) => {
          setStatus(text);
          await queryClient.invalidateQueries({ queryKey: adminKeys.match(matchId) });
        }}
      />
      <CopyOddsForm
        matchId={matchId}
        others={others}
        onDone={async (text) => {
          setStatus(text);
          await onOddsCopied();
        }}
      />
    </MatchSection>
  );
}
