/** GET /api/teams/options: every team, for choosing a previous team (spec §7 "Teams"). */
export interface TeamOption {
  id: string;
  name: string;
  /** Tells same-named teams of different seasons apart. */
  seasonName: string;
}
