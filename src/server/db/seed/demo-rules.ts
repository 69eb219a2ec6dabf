import { SETTING_KEYS } from '../../../shared/settings';
import type { siteSettings } from '../schema/index';

/**
 * The demo league's rules, in the rules page's plain-text convention ("# " and "## "
 * headings, "- " list items, blank lines between paragraphs; see web features/rules).
 * Points and the forfeit score match the settings' defaults (3/1/0, 3-0).
 */
export const DEMO_RULES_TEXT = `These rules apply to every game of the league. Referees apply them with common sense: we play for fun and fitness, and everyone has work on Monday.

# Eligibility
- Players must be at least 14 years old on the season's first day, as the waiver says; a player under 18 needs a parent's or guardian's agreement to the waiver.
- Divisions set their own minimum age on the season's first day: Men's Open and Coed Open 18, Coed 30+ 30. Men's Open is for men; coed teams field at least 3 women and 3 men. The league may make an exception, for a reason it records.
- Players must be registered, paid and waiver-signed for the season before they play.
- A player plays for one team per division. Guest players need the referee's and the other captain's agreement and may not play in the playoffs.
- Teams may borrow a registered player from another team of the same division to avoid a forfeit.

# Equipment
- Shin guards are required for every player, covered by socks.
- No jewellery of any kind: rings, earrings, watches, fitness trackers and piercings come off or are taped.
- Soccer cleats or turf shoes only; no metal studs.
- Teams wear their shirt colour; the home team changes or wears bibs on a clash.

# Game length
- Two halves of 25 minutes with a 5-minute half-time.
- Games start on time: the clock starts at the scheduled kick-off whether or not both teams are ready.
- Regular-season games may end in a draw. Playoff games tied after regulation go straight to five penalty kicks each.

# Substitutions
- Substitutions are rolling and unlimited, at any stoppage, from the halfway line.
- The player leaving must be off the field before the substitute enters.
- A goalkeeper change is made at a stoppage with the referee's permission.

# Offside
Offside is called as in the Laws of the Game. A player is not offside in their own half, or from a goal kick, throw-in or corner kick.

# No slide tackles
- Slide tackles are not allowed anywhere on the field when an opponent is within playing distance. The goalkeeper may slide inside their own penalty area.
- A slide tackle is a direct free kick; a reckless one is a yellow card, one that endangers an opponent a red card.

# Cards and suspensions
- A yellow card is a caution. A second yellow in the same game is a red card.
- A red card means the player leaves the field and the area; the team plays one short for 5 minutes, then may bring on a substitute.
- A red card carries at least a one-game suspension; five yellow cards in a season also carry a one-game suspension.
- Violent conduct or abuse of a referee leads to a review by the league and can end a player's season.

# Forfeits
- A team needs at least 7 players to start a game. Ten minutes after kick-off time, a team still short forfeits.
- A forfeit is recorded as a 3-0 win for the team that showed up.
- A win is worth 3 points, a draw 1 point and a loss 0 points.
- A team that forfeits twice in a season may be removed from the league without refund.

# Weather
- Games go ahead in rain. The league cancels for lightning, unsafe fields or extreme heat, and posts the cancellation on the home page by 4 pm.
- On thunder or lightning during a game, everyone leaves the field for 30 minutes. A game stopped after half-time stands as played.
- Cancelled games are rescheduled when fields allow; there are no refunds for weather.

# Conduct
- Respect referees, opponents, teammates and the neighbours of our fields.
- Only captains speak to the referee about a decision, and calmly.
- No alcohol, smoking or pets on the fields or benches.
- Captains are responsible for their team's conduct and for leaving the bench area clean.
`;

export const DEMO_CONTACT_ADDRESS = 'info@riversidefc.example';

/** The settings rows the rules page and the footer read; an operator's own values win. */
export function demoRulesSettings(): (typeof siteSettings.$inferInsert)[] {
  return [
    { settingKey: SETTING_KEYS.rulesText, settingValue: DEMO_RULES_TEXT },
    { settingKey: SETTING_KEYS.contactEmail, settingValue: DEMO_CONTACT_ADDRESS },
  ];
}
