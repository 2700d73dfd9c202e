import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { bannerText, labelledMessage, requestErrorText, withErrorText } from './request-error-text';

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
    expect(labelledMessage('body.priceMargin: priceMargin must be at most 0.5 (50 %)')).toBe(
      'Margin must be at most 0.5 (50 %)',
    );
    expect(labelledMessage('Round 2 already exists for this match')).toBe(
      'Round 2 already exists for this match',
    );
  });

  it('says what spec 8 says of a refused match form, by status, with the reason by its label', () => {
    expect(requestErrorText(new ApiError(400, 'body.awayTeam: Away team is required'))).toBe(
      'Bad request: Check all fields are valid (Away team is required)',
    );
    expect(requestErrorText(new ApiError(400, ''))).toBe('Bad request: Check all fields are valid');
    expect(requestErrorText(new ApiError(500, 'boom'))).toBe('Server error: Please try again');
    expect(requestErrorText(new ApiError(404, 'Match not found'))).toBe('Error: Match not found');
  });

  it('reads a refusal as the failed banner with its reason, anything else as the errored one', () => {
    const refused = new ApiError(409, 'Half 1 already exists for this match');
    expect(bannerText(refused, 'Failed to create half', 'Error creating half')).toBe(
      'Failed to create half: Half 1 already exists for this match',
    );
    expect(bannerText(new ApiError(0, 'Network error'), 'Failed to create half', 'Error creating half')).toBe(
      'Error creating half',
    );
    expect(bannerText(new ApiError(503, 'down'), 'Failed', 'Error creating round')).toBe(
      'Error creating round',
    );
  });

  it('passes a failure on with its text and status', async () => {
    const failed = withErrorText(Promise.reject(new ApiError(400, 'x')), () => 'Bad request');
    await expect(failed).rejects.toEqual(new ApiError(400, 'Bad request'));
    await expect(withErrorText(Promise.reject(new Error('boom')), String)).rejects.toMatchObject({
      status: 0,
    });
  });
});
