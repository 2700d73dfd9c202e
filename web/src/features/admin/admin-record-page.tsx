import type { ReactNode } from 'react';
import { BackHeading } from '../../components/ui/back-button/back-heading';

/** The page of one admin record: Back and the title above its form. */
export function AdminRecordPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-4">
      <BackHeading>{title}</BackHeading>
      {children}
    </section>
  );
}
