import { startEarlySession } from './early-session.ts';

// Imported by main.tsx before the app, so that this runs before the router is created.
startEarlySession();
