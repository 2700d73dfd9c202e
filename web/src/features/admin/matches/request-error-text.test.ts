import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { labelledMessage, requestErrorText } from './request-error-text';

describe('labelledMessage', () => {
  it('names the field by its label, never by its path', () => {
    expect(labelledMessage('body.scheduledAt: must be an ISO date-time')).toBe(
      'Kick-off must be an ISO date-time',
    );
    expect(labelledMessage('body.homeTeam: Home team is required')).toBe('Home team is required');
    expect(labelledMessage('params.id: Invalid UUID')).toBe('Id Invalid UUID');
    expect(labelledMessage('body.customOdds.0.odds: Odds value must be at least 1')).toBe(
      'Odds value must be at least 1',
    );
    expect(labelledMessage('Round 2 already exists for this match')).toBe(
      'Round 2 already exists for this match',
    );
  });

  it('keeps the spec 8 prefix of a refused request', () => {
    expect(requestErrorText(new ApiError(400, 'body.awayTeam: Away team is required'))).toBe(
      'Bad request: Away team is required',
    );
    expect(requestErrorText(new ApiError(500, 'boom'))).toBe('Server error: Please try again');
  });
});
