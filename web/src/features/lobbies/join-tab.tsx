import { Spinner } from '../../components/ui/spinner/spinner';
import { useOpenLobbies } from './api/get-open-lobbies';
import { LazyRoleDialog } from './lazy-role-dialog';
import { LobbyCodeInput } from './lobby-code-input';
import { OpenLobbyItem } from './open-lobby-item';
import { EmptyPanel, ErrorPanel } from './status-panels';
import { useJoinLobby } from './use-join-lobby';

/** The JOIN GAME tab: a code input and the OPEN LOBBIES list (spec 2). */
export function JoinTab() {
  const joining = useJoinLobby();
  const lobbies = useOpenLobbies();
  const list = lobbies.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <section className="card flex flex-col gap-3" aria-labelledby="join-by-code">
        <h2 id="join-by-code" className="text-display-sm">
          JOIN GAME
        </h2>
        <LobbyCodeInput
          onJoin={(code) => void joining.start(code)}
          onEdit={joining.clearError}
          pending={joining.pending}
        />
        {joining.error ? <ErrorPanel>{joining.error}</ErrorPanel> : null}
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="open-lobbies">
        <h2 id="open-lobbies" className="flex items-center gap-2 text-display-sm">
          OPEN LOBBIES <span className="badge badge-brand">{list.length}</span>
        </h2>
        {lobbies.isPending ? (
          <Spinner label="Loading lobbies" />
        ) : lobbies.isError ? (
          <ErrorPanel>Failed to load lobbies. Please try again.</ErrorPanel>
        ) : list.length === 0 ? (
          <EmptyPanel title="NO LOBBIES FOUND" hint="Try creating your own game" />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((lobby) => (
              <OpenLobbyItem
                key={lobby._id}
                lobby={lobby}
                disabled={joining.pending}
                onJoin={(code) => void joining.start(code)}
              />
            ))}
          </ul>
        )}
      </section>
      <LazyRoleDialog
        lobby={joining.choosing}
        onChoose={(role) => void joining.chooseRole(role)}
        onCancel={joining.cancelRole}
      />
    </div>
  );
}
