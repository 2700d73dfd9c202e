import { TIMELINE_FORMATS, type TimelineFormat } from '@kickchips/core';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useStartReplay } from './api/start-replay';

const SPEEDS = [1, 5, 10, 30, 60] as const;
const FORMAT_LABELS: Record<TimelineFormat, string> = {
  csv: 'KickChips CSV (half,second,eventType[,team])',
  metrica: 'Metrica Sports events CSV',
};

type ReplayPanelProps = {
  matchId: string;
  onError: (action: string, error: unknown) => void;
};

/** Replay: the server plays a recorded timeline on this (not yet started) match at a chosen speed. */
export function ReplayPanel({ matchId, onError }: ReplayPanelProps) {
  const ids = useId();
  const [timeline, setTimeline] = useState('');
  const [format, setFormat] = useState<TimelineFormat>('csv');
  const [clockSpeed, setClockSpeed] = useState<number>(1);
  const [summary, setSummary] = useState<string | null>(null);
  const replay = useStartReplay(matchId);
  const start = () =>
    replay.mutate(
      { matchId, format, timeline, clockSpeed },
      {
        onSuccess: (started) => {
          const events = `${started.events} event${started.events === 1 ? '' : 's'}`;
          setSummary(`Replay started: ${events} at ${started.clockSpeed}x, ${started.skipped} skipped.`);
          toast.success('Replay started');
        },
        onError: (error) => onError('Failed to start replay', error),
      },
    );
  const readFile = async (input: ChangeEvent<HTMLInputElement>) => {
    const file = input.target.files?.[0];
    if (file) setTimeline(await file.text());
  };
  return (
    <details className="panel">
      <summary className="cursor-pointer font-semibold">Replay</summary>
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(submit) => {
          submit.preventDefault();
          start();
        }}
      >
        <label className="flex flex-col gap-1" htmlFor={`${ids}-file`}>
          <span className="label">Timeline file</span>
          <input id={`${ids}-file`} type="file" accept=".csv,text/csv,text/plain" onChange={readFile} />
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${ids}-text`}>
          <span className="label">Timeline</span>
          <textarea
            id={`${ids}-text`}
            className="input min-h-28 font-mono text-xs"
            placeholder={'half,second,eventType,team\n1,35,Corner,home'}
            value={timeline}
            onChange={(change) => setTimeline(change.target.value)}
          />
        </label>
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col gap-1" htmlFor={`${ids}-format`}>
            <span className="label">Format</span>
            <select
              id={`${ids}-format`}
              className="input"
              value={format}
              onChange={(change) => setFormat(change.target.value as TimelineFormat)}
            >
              {TIMELINE_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {FORMAT_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1" htmlFor={`${ids}-speed`}>
            <span className="label">Speed</span>
            <select
              id={`${ids}-speed`}
              className="input"
              value={clockSpeed}
              onChange={(change) => setClockSpeed(Number(change.target.value))}
            >
              {SPEEDS.map((speed) => (
                <option key={speed} value={speed}>
                  {speed}x
                </option>
              ))}
            </select>
          </label>
        </div>
        <button
          type="submit"
          className="btn-primary min-h-11 self-start"
          disabled={!timeline.trim() || replay.isPending}
        >
          Start Replay
        </button>
        {summary ? <p className="text-sm">{summary}</p> : null}
      </form>
    </details>
  );
}
