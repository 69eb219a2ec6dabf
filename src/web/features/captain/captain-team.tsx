import { useLocalStorage } from '@mantine/hooks';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { CaptainTeam } from '../../../shared/api/captain';

/** Where this device remembers the chosen team (decision 076). */
export const CAPTAIN_TEAM_STORAGE_KEY = 'captain-team';

export interface CaptainTeamContextValue {
  /** The team the captain pages act on: the remembered one while it is still in the list, else the first. */
  team: CaptainTeam;
  teamId: string;
  teams: readonly CaptainTeam[];
  chooseTeam: (teamId: string) => void;
}

const CaptainTeamContext = createContext<CaptainTeamContextValue | null>(null);

/** The remembered choice if it is still one of the teams, else the first team. */
export function chosenTeam(teams: readonly CaptainTeam[], rememberedId: string | null): CaptainTeam | null {
  return teams.find((team) => team.id === rememberedId) ?? teams[0] ?? null;
}

/** Provided by the captain layout once the list has loaded and holds at least one team. */
export function CaptainTeamProvider({ teams, children }: { teams: readonly CaptainTeam[]; children: (value: CaptainTeamContextValue | null) => ReactNode }) {
  const [rememberedId, setRememberedId] = useLocalStorage<string | null>({
    key: CAPTAIN_TEAM_STORAGE_KEY,
    defaultValue: null,
    // Read at once: pages must not load the first team's data before the remembered one shows.
    getInitialValueInEffect: false,
  });
  const team = chosenTeam(teams, rememberedId);
  const value = useMemo(
    () => (team ? { team, teamId: team.id, teams, chooseTeam: (teamId: string) => setRememberedId(teamId) } : null),
    [team, teams, setRememberedId],
  );
  return <CaptainTeamContext.Provider value={value}>{children(value)}</CaptainTeamContext.Provider>;
}

/**
 * The team a captain page acts on and the chooser's list. Only inside the captain layout, which
 * renders its pages only when there is a team: `teamId` is always set there.
 */
export function useCaptainTeam(): CaptainTeamContextValue {
  const value = useContext(CaptainTeamContext);
  if (!value) throw new Error('useCaptainTeam is used outside the captain layout (or before a team exists).');
  return value;
}
