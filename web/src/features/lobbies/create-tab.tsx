import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useNow } from '../../lib/use-now';
import { type PlayerMatch, usePlayerMatches } from './api/get-player-matches';
import { GameSettingsDialog } from './game-settings-dialog';
import { MatchItem } from './match-item';
import { EmptyPanel, ErrorPanel } from './status-panels';

type CreateTabProps = { onCreated: (lobby: { lobbyCode: string; isPrivate: boolean }) => void };

/** The CREATE GAME tab: SELECT MATCH, then the game settings dialog (spec 2). */
export function CreateTab({ onCreated }: CreateTabProps) {
  const [selected, setSelected] = useState<PlayerMatch | null>(null);
  const now = useNow();
  const matches = usePlayerMatches();
  const list = matches.data ?? [];
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
      <GameSettingsDialog match={selected} onClose={() => setSelected(null)} onCreated={onCreated} />
    </section>
  );
}
