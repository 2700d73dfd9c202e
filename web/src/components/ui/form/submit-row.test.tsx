import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitRow } from './submit-row';

describe('SubmitRow', () => {
  it("says 'Something went wrong' when failing without a message", () => {
    render(<SubmitRow status="fail" />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows no message while nothing happened', () => {
    render(<SubmitRow status="none" align="left" />);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' }).parentElement).toHaveClass('justify-start');
  });
});
