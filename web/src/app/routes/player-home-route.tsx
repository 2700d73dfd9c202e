import { useState } from 'react';
import { GameScreen } from '../../features/game';
import { PlayerHome, PrivateCodeDialog, useActiveLobby } from '../../features/lobbies';

/** / for a signed-in user: the in-game screen with an active lobby, else the three home tabs. */
export function PlayerHomeRoute() {
  const lobby = useActiveLobby();
  const [privateCode, setPrivateCode] = useState<string | null>(null);
  return (
    <>
      {lobby ? (
        <GameScreen key={lobby.lobbyId} lobby={lobby} />
      ) : (
        <PlayerHome onCreated={(created) => created.isPrivate && setPrivateCode(created.lobbyCode)} />
      )}
      <PrivateCodeDialog code={privateCode} onClose={() => setPrivateCode(null)} />
    </>
  );
}
