import { Outlet } from 'react-router';
import { DesktopOnly } from '#web/features/rsp/components/desktop-only.tsx';

/** The layout of the area's editing screens: desktop only (docs/product.md). */
export function RspDesktopOnlyLayout() {
  return (
    <DesktopOnly>
      <Outlet />
    </DesktopOnly>
  );
}
