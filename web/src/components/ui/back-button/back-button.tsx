import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';

/** Goes one step back in the browser history (spec 2). */
export function BackButton({ label = 'Back', className }: { label?: string; className?: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className={cn('btn-ghost', className)} onClick={() => navigate(-1)}>
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      {label}
    </button>
  );
}
