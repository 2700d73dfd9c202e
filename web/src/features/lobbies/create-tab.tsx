import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useNow } from '../../lib/use-now';
import { type PlayerMatch, usePlayerMatches } from './api/get-player-matches';
import { GameSettingsDialog } from './game-settings-dialog';
import { MatchItem } from './match-item';
import { EmptyPanel, ErrorPanel } from './status-panels';

type CreateTabProps = {
  /** The league the game settings open with (a league page's New league game). */
  leagueId?: string;
  onCreated: (lobby: { lobbyCode: string; isPrivate: boolean }) => void;
};

/** The CREATE GAME tab: SELECT MATCH, then the game settings dialog (spec 2). */
export function CreateTab({ leagueId, onCreated }: CreateTabProps) {
  const [selected, setSelected] = useState<PlayerMatch | null>(null);
  const matches = usePlayerMatches();
  // countdowns on the server's clock, so a skewed device still reads the right "Starts in"
  const now = useNow(1000, matches.data?.offsetMs ?? 0);
  const list = matches.data?.matches ?? [];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="select-match">
      <h2 id="select-match" className="text-display-sm">
        SELECT MATCH
      </h2>
      {matches.isPending ? (
        <Spinner label="Loading matches" />
      ) : matches.isError ? (
        <ErrorPanel>Failed to load matches. Please try again.</ErrorPanel>
      ) : list.length === 0 ? (
        <EmptyPanel title="NO MATCHES AVAILABLE" hint="Check back later for upcoming events" />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((match) => (
            <MatchItem key={match._id} match={match} now={now} onCreate={setSelected} />
          ))}
        </ul>
      )}
      <GameSettingsDialog
        match={selected}
        leagueId={leagueId}
        onClose={() => setSelected(null)}
        onCreated={onCreated}
      />
    </section>
  );
}
