import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example() {
  return (
    <Tabs defaultValue="odds">
      <TabsList aria-label="Round">
        <TabsTrigger value="odds">Odds</TabsTrigger>
        <TabsTrigger value="stats">Statistics</TabsTrigger>
      </TabsList>
      <TabsContent value="odds">Over and under</TabsContent>
      <TabsContent value="stats">Counts per round</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the chosen panel', async () => {
    render(<Example />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Over and under');
    await userEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
    expect(screen.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Counts per round');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<Example />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Odds' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Statistics' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Counts per round');
  });
});
