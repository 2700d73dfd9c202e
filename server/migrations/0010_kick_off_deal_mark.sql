-- cards_dealt_at now records the game clock's deal at kick-off, and only that: before, any bet
-- marked it, one placed before kick-off included. Lobbies whose match has not kicked off lose such
-- a mark, so the clock deals them at kick-off.
UPDATE lobbies SET cards_dealt_at = NULL
WHERE cards_dealt_at IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM match_halves h WHERE h.match_id = lobbies.match_id AND h.start_time <= now()
  );
