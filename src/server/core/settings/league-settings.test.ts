import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_SETTINGS, SETTING_KEYS } from '../../../shared/settings';
import { parseLeagueSettings } from './league-settings';

describe('parseLeagueSettings', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(parseLeagueSettings(new Map())).toEqual(DEFAULT_LEAGUE_SETTINGS);
  });

  it('reads stored text into typed values', () => {
    const settings = parseLeagueSettings(
      new Map([
        [SETTING_KEYS.pointsForWin, '2'],
        [SETTING_KEYS.forfeitScore, '5-0'],
        [SETTING_KEYS.playersPerSide, '7'],
        [SETTING_KEYS.tradeDeadline, '2030-06-01'],
        [SETTING_KEYS.autoPublishStandings, 'true'],
        [SETTING_KEYS.timeZone, 'America/Vancouver'],
        [SETTING_KEYS.redCardSuspensionGames, '3'],
        [SETTING_KEYS.yellowCardsPerSuspension, '4'],
        [SETTING_KEYS.yellowCardSuspensionGames, '0'],
      ]),
    );
    expect(settings).toMatchObject({
      redCardSuspensionGames: 3,
      yellowCardsPerSuspension: 4,
      yellowCardSuspensionGames: 0,
      pointsForWin: 2,
      forfeitWinnerGoals: 5,
      forfeitLoserGoals: 0,
      playersPerSide: 7,
      tradeDeadline: '2030-06-01',
      autoPublishStandings: true,
      timeZone: 'America/Vancouver',
    });
  });

  it('falls back to the default for values that do not parse', () => {
    const settings = parseLeagueSettings(
      new Map([
        [SETTING_KEYS.pointsForWin, 'three'],
        [SETTING_KEYS.forfeitScore, 'three-nil'],
        [SETTING_KEYS.playersPerSide, '40'],
        [SETTING_KEYS.tradeDeadline, 'June'],
        [SETTING_KEYS.timeZone, 'Mars/Olympus_Mons'],
        [SETTING_KEYS.autoPublishStandings, 'yes'],
        [SETTING_KEYS.redCardSuspensionGames, '11'],
        [SETTING_KEYS.yellowCardsPerSuspension, '0'],
        [SETTING_KEYS.yellowCardSuspensionGames, 'one'],
      ]),
    );
    expect(settings).toMatchObject({
      redCardSuspensionGames: 1,
      yellowCardsPerSuspension: 5,
      yellowCardSuspensionGames: 1,
      pointsForWin: 3,
      forfeitWinnerGoals: 3,
      forfeitLoserGoals: 0,
      playersPerSide: 11,
      tradeDeadline: null,
      timeZone: DEFAULT_LEAGUE_SETTINGS.timeZone,
      autoPublishStandings: true,
    });
  });

  it('auto-publishes standings by default, and keeps a league that chose to publish by hand (issue 20)', () => {
    expect(parseLeagueSettings(new Map()).autoPublishStandings).toBe(true);
    expect(parseLeagueSettings(new Map([[SETTING_KEYS.autoPublishStandings, 'false']])).autoPublishStandings).toBe(false);
    expect(parseLeagueSettings(new Map([[SETTING_KEYS.autoPublishStandings, 'true']])).autoPublishStandings).toBe(true);
  });
});
