import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces what is loading', () => {
    render(<Spinner label="Loading lobbies" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading lobbies');
  });

  it('stays silent when decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
