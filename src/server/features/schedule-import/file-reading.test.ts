import { describe, expect, it } from 'vitest';
import { decideDateOrder } from './date-order';
import { recogniseFormat } from './file-formats';
import { closestName } from './name-matching';
import { readSpreadsheet } from './read-spreadsheet';

const cells = (...texts: string[]) => texts.map((text, i) => ({ line: i + 2, text }));

describe('the date order of a file', () => {
  it('is settled by one day above 12 anywhere in the column', () => {
    expect(decideDateOrder(cells('03/08/2013', '17/08/2013', '2013-08-24'), undefined, null)).toMatchObject({
      order: 'day_first',
      decided_by: 'file',
      choice_needed: false,
    });
    expect(decideDateOrder(cells('08/03/2013', '08/17/2013'), undefined, null)).toMatchObject({ order: 'month_first', decided_by: 'file' });
  });

  it('asks the person once, with two rows read both ways, when nothing else says', () => {
    const decision = decideDateOrder(cells('03/08/2013', '05/05/2013', '10/08/2013', '11/08/2013'), undefined, null);
    expect(decision).toEqual({
      order: null,
      decided_by: null,
      choice_needed: true,
      samples: [
        { line: 2, text: '03/08/2013', day_first: '2013-08-03', month_first: '2013-03-08' },
        { line: 4, text: '10/08/2013', day_first: '2013-08-10', month_first: '2013-10-08' },
      ],
    });
    expect(decideDateOrder(cells('03/08/2013'), 'month_first', null)).toMatchObject({ order: 'month_first', decided_by: 'choice', choice_needed: false });
  });

  it("follows the format's convention when the file does not say, and needs nothing when no date reads two ways", () => {
    expect(decideDateOrder(cells('9/1/2013'), undefined, 'month_first')).toMatchObject({ order: 'month_first', decided_by: 'format', choice_needed: false });
    expect(decideDateOrder(cells('2013-09-01', '05/05/2013'), undefined, null)).toMatchObject({ order: null, choice_needed: false });
  });
});

describe('did you mean', () => {
  const teams = ['Sunderland AFC', 'Newcastle United', 'Brighton & Hove Albion', 'Lions A', 'Club 12'].map((name, i) => ({
    id: String(i),
    names: [name],
    label: name,
  }));
  it('offers the name a person meant: a typo, case, accents, punctuation, a club suffix', () => {
    expect(closestName('Sunderland AFCC', teams)).toEqual({ id: '0', name: 'Sunderland AFC' });
    expect(closestName('sunderland', teams)).toEqual({ id: '0', name: 'Sunderland AFC' });
    expect(closestName('Newcastle', teams)).toEqual({ id: '1', name: 'Newcastle United' });
    expect(closestName('Brighton and Hove Albión', teams)).toEqual({ id: '2', name: 'Brighton & Hove Albion' });
    expect(closestName('Brighton Hove-Albion', teams)).toEqual({ id: '2', name: 'Brighton & Hove Albion' });
  });

  it('does not take another team for a slip', () => {
    expect(closestName('Lions B', teams)).toBeNull();
    expect(closestName('Club 13', teams)).toBeNull();
    expect(closestName('Harbour City', teams)).toBeNull();
  });
});

describe('the formats of other apps, by their header', () => {
  it('recognises TeamSnap, SportsEngine and SportsPress', () => {
    expect(
      recogniseFormat(['Date', 'Start time', 'End time', 'Arrival Time', 'Short label', 'Event type', 'Division', 'Home Team', 'Away Team', 'Location']),
    ).toBe('teamsnap');
    expect(recogniseFormat(['Start_Date', 'Start_Time', 'End_Date', 'End_Time', 'Title', 'Description', 'Location', 'Team1_Is_Home', 'Team2_Name'])).toBe(
      'sportsengine',
    );
    expect(recogniseFormat(['Date', 'Time', 'Venue', 'Home', 'Away'])).toBe('sportspress_fixtures');
    expect(recogniseFormat(['Date', 'Time', 'Venue', 'Teams', 'Results', 'Outcome'])).toBe('sportspress_events');
    expect(recogniseFormat(['Date', 'Time', 'Field', 'Home Team', 'Away Team'])).toBe('ours');
  });

  it("reads SportsPress's events: two teams per event, the goals last in the results", () => {
    const csv = [
      'Date,Time,Venue,Teams,Results,Outcome,Players,Goals',
      '2030/03/02,15:00,Riverside,Rovers,1|2,Win,Ann Lee,2',
      ',,,,,,Bo Chan,0',
      ',,,Wanderers,0|1,Loss,Cy Dunn,1',
      '',
      '2030/03/09,15:00,Riverside,Wanderers,,,,',
      ',,,Rovers,,,,',
    ].join('\n');
    const sheet = readSpreadsheet(csv, 100);
    expect(sheet.format).toBe('sportspress_events');
    expect(sheet.rows.map((r) => [r.line, r.values.home, r.values.away, r.values.home_score, r.values.away_score])).toEqual([
      [2, 'Rovers', 'Wanderers', '2', '1'],
      [6, 'Wanderers', 'Rovers', '', ''],
    ]);
  });
});
