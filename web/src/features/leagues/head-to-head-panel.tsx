import { headToHead, type LeagueDetails } from '@kickchips/core';
import { useId, useState } from 'react';

type HeadToHeadPanelProps = { details: LeagueDetails; userId: string | undefined };

type MemberSelectProps = {
  label: string;
  members: LeagueDetails['members'];
  value: string;
  onChange: (userId: string) => void;
};

function MemberSelect({ label, members, value, onChange }: MemberSelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {members.map((member) => (
          <option key={member._id} value={member._id}>
            {member.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Two members compared over the league lobbies both finished: who finished above whom, and each meeting. */
export function HeadToHeadPanel({ details, userId }: HeadToHeadPanelProps) {
  const members = details.members;
  const [first, setFirst] = useState(
    userId && members.some((m) => m._id === userId) ? userId : (members[0]?._id ?? ''),
  );
  const [second, setSecond] = useState(members.find((m) => m._id !== first)?._id ?? '');
  const nameOf = (id: string) => members.find((m) => m._id === id)?.name ?? '';
  const results = details.results.map((result) => ({ ...result, finishedAt: Date.parse(result.finishedAt) }));
  const compared = first && second && first !== second ? headToHead(first, second, results) : null;
  const lobbyName = (lobbyId: string) => {
    const lobby = details.lobbies.find((l) => l._id === lobbyId);
    return lobby ? `${lobby.homeTeam} vs ${lobby.awayTeam}` : lobbyId;
  };
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="head-to-head">
      <h2 id="head-to-head" className="text-xl">
        Head to head
      </h2>
      {members.length < 2 ? (
        <p className="text-sm text-[var(--text-muted)]">Head to head needs two members.</p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3">
            <MemberSelect label="Player" members={members} value={first} onChange={setFirst} />
            <MemberSelect label="Against" members={members} value={second} onChange={setSecond} />
          </div>
          {!compared ? (
            <p className="text-sm text-[var(--text-muted)]">Choose two different players.</p>
          ) : compared.played === 0 ? (
            <p className="text-sm">
              {nameOf(first)} and {nameOf(second)} have not finished a league game together yet.
            </p>
          ) : (
            <>
              <p className="font-semibold" role="status">
                {nameOf(first)} {compared.firstAhead} – {compared.secondAhead} {nameOf(second)}
                {compared.level > 0 ? ` (${compared.level} ${compared.level === 1 ? 'draw' : 'draws'})` : ''}{' '}
                in {compared.played} {compared.played === 1 ? 'game' : 'games'}
              </p>
              <ul className="flex flex-col gap-1 text-sm">
                {compared.meetings.map((meeting) => (
                  <li key={meeting.lobbyId} className="flex justify-between gap-2">
                    <span className="min-w-0 truncate">{lobbyName(meeting.lobbyId)}</span>
                    <span className="shrink-0 tabular-nums">
                      #{meeting.firstRank} v #{meeting.secondRank}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
