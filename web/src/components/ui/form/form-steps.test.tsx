import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './form';
import { TextField } from './text-field';

type V = { home: string; away: string };

describe('Form in multi-step mode', () => {
  it('moves on with Next after checking the step, returns with Back and submits on the last step', async () => {
    const onSubmit = vi.fn(async () => null);
    render(
      <MemoryRouter>
        <Form<V, null>
          initialValues={{ home: '', away: '' }}
          rules={[
            { field: 'home', isValid: (v) => v.home !== '', prompt: 'Home team is required' },
            { field: 'away', isValid: (v) => v.away !== '' },
          ]}
          onSubmit={onSubmit}
          steps={[
            { title: 'Home', fields: ['home'], content: <TextField name="home" label="Home team" /> },
            { title: 'Away', fields: ['away'], content: <TextField name="away" label="Away team" /> },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Step 1 of 2: Home')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Home team is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Home team'), 'Leeds');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 2: Away')).toBeInTheDocument();
    expect(screen.queryByText('Please check for errors')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Home team')).toHaveValue('Leeds');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText('Away team'), 'Hull');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ home: 'Leeds', away: 'Hull' });
  });
});
