import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs/tabs';
import { JoinTab } from './join-tab';
import { PlayersLounge } from './players-lounge';

// the settings form and its schema checks come in their own chunk when the tab is opened
const CreateTab = lazy(async () => ({ default: (await import('./create-tab')).CreateTab }));

type PlayerHomeProps = { onCreated: (lobby: { lobbyCode: string; isPrivate: boolean }) => void };

/**
 * The signed-in player's home without an active lobby (spec 2): three tabs, opening on play (join,
 * then create) since that is what a player comes for; the lounge comes last. A league page's New
 * league game (`?league=<id>`) opens CREATE GAME with that league chosen.
 */
export function PlayerHome({ onCreated }: PlayerHomeProps) {
  const [params, setParams] = useSearchParams();
  const leagueId = params.get('league') ?? undefined;
  const created = (lobby: { lobbyCode: string; isPrivate: boolean }) => {
    // the league was for this game: the next visit home starts from no league again
    if (leagueId) setParams({}, { replace: true });
    onCreated(lobby);
  };
  return (
    <Tabs defaultValue={leagueId ? 'create' : 'join'}>
      <TabsList aria-label="Player home" className="overflow-x-auto">
        <TabsTrigger value="join" className="px-2 sm:px-4">
          JOIN GAME
        </TabsTrigger>
        <TabsTrigger value="create" className="px-2 sm:px-4">
          CREATE GAME
        </TabsTrigger>
        <TabsTrigger value="lounge" className="px-2 sm:px-4">
          PLAYERS LOUNGE
        </TabsTrigger>
      </TabsList>
      <TabsContent value="lounge">
        <PlayersLounge />
      </TabsContent>
      <TabsContent value="join">
        <JoinTab />
      </TabsContent>
      <TabsContent value="create">
        <Suspense fallback={<Spinner label="Loading matches" />}>
          <CreateTab leagueId={leagueId} onCreated={created} />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
