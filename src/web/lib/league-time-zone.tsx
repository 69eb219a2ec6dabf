import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '../../shared/settings';

// Kick-off times are the league's local times: a visitor abroad or a phone set to another
// zone must still read "7:00 PM" for a 7 PM game. The provider takes it from the settings.
const LeagueTimeZoneContext = createContext(DEFAULT_TIME_ZONE);

export function LeagueTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <LeagueTimeZoneContext.Provider value={timeZone}>{children}</LeagueTimeZoneContext.Provider>;
}

export function useLeagueTimeZone(): string {
  return useContext(LeagueTimeZoneContext);
}
