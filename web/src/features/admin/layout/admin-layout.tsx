import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { ADMIN_MENU } from './admin-menu';

/** The admin frame: header, sidebar (a menu button on a phone) and the footer links. */
export function AdminLayout() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex min-h-[70vh] flex-col gap-4">
      <header className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Admin</h1>
        <button
          type="button"
          className="btn-outline md:hidden"
          aria-expanded={open}
          aria-controls="admin-sidebar"
          onClick={() => setOpen(!open)}
        >
          {open ? (
            <X aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Menu aria-hidden="true" className="h-5 w-5" />
          )}
          Menu
        </button>
      </header>
      <div className="flex flex-col gap-4 md:flex-row">
        <nav
          id="admin-sidebar"
          aria-label="Admin"
          className={cn('panel flex-col gap-1 md:flex md:w-56 md:shrink-0', open ? 'flex' : 'hidden')}
        >
          {ADMIN_MENU.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              onClick={() => setOpen(false)}
              className="tab justify-start"
            >
              {item.label}
            </NavLink>
          ))}
          <div className="mt-4 flex flex-col gap-1 border-t pt-2">
            <Link className="tab justify-start" to={paths.home}>
              Site Home
            </Link>
            <Link className="tab justify-start" to={paths.logout}>
              Logout
            </Link>
          </div>
        </nav>
        <main className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
