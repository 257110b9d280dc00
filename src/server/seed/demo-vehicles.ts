/**
 * The real Oakland and Pontiac models of 1926-1960 with their years, from the shop's research notes
 * (shared data: pontiac-models.md). Ranges that ran past 1960 are cut at the catalogue's last year.
 */
export interface DemoModel {
  make: 'Pontiac' | 'Oakland';
  name: string;
  yearStart: number;
  yearEnd: number;
  allYears: string;
  productionPeriods: string[];
}

export const DEMO_MAKES = ['Oakland', 'Pontiac'] as const;

export const DEMO_MODELS: DemoModel[] = [
  { make: 'Oakland', name: 'Six', yearStart: 1926, yearEnd: 1927, allYears: '1926-1927', productionPeriods: ['Greater Oakland Six, Series 6-54'] },
  { make: 'Oakland', name: 'All-American Six', yearStart: 1928, yearEnd: 1929, allYears: '1928-1929', productionPeriods: ['Model 212', '1929: split horseshoe grille'] },
  { make: 'Oakland', name: 'V-8', yearStart: 1930, yearEnd: 1931, allYears: '1930-1931', productionPeriods: ['Series 101 (1930)', 'Series 301 (1931), production ended July 1931'] },
  { make: 'Pontiac', name: 'Six (Series 6-27)', yearStart: 1926, yearEnd: 1927, allYears: '1926-1927', productionPeriods: ['"Chief of the Sixes", introduced 3 January 1926'] },
  { make: 'Pontiac', name: 'Six (Series 6-28)', yearStart: 1928, yearEnd: 1928, allYears: '1928', productionPeriods: ['New Series; four-wheel mechanical brakes'] },
  { make: 'Pontiac', name: 'Big Six', yearStart: 1929, yearEnd: 1930, allYears: '1929-1930', productionPeriods: ['Series 6-29, 6-29A', 'Series 6-30B'] },
  { make: 'Pontiac', name: 'Fine Six', yearStart: 1931, yearEnd: 1931, allYears: '1931', productionPeriods: ['Series 401'] },
  { make: 'Pontiac', name: 'Six (Series 402)', yearStart: 1932, yearEnd: 1932, allYears: '1932', productionPeriods: ['Series 402'] },
  { make: 'Pontiac', name: 'V-8', yearStart: 1932, yearEnd: 1932, allYears: '1932', productionPeriods: ['Series 302, Oakland-derived V8'] },
  { make: 'Pontiac', name: 'Economy Eight', yearStart: 1933, yearEnd: 1933, allYears: '1933', productionPeriods: ['Series 601'] },
  { make: 'Pontiac', name: 'Eight', yearStart: 1934, yearEnd: 1934, allYears: '1934', productionPeriods: ['Series 603, Knee-Action front suspension'] },
  { make: 'Pontiac', name: 'Improved Eight', yearStart: 1935, yearEnd: 1935, allYears: '1935', productionPeriods: ['Series 605'] },
  { make: 'Pontiac', name: 'De Luxe Six', yearStart: 1935, yearEnd: 1940, allYears: '1935-1940', productionPeriods: ['Silver Streak styling from 1935'] },
  { make: 'Pontiac', name: 'De Luxe Eight', yearStart: 1935, yearEnd: 1940, allYears: '1935-1940', productionPeriods: ['1940: Deluxe Series 28 Eight'] },
  { make: 'Pontiac', name: 'Quality 115', yearStart: 1939, yearEnd: 1939, allYears: '1939', productionPeriods: ['115 in wheelbase'] },
  { make: 'Pontiac', name: 'De Luxe 120', yearStart: 1939, yearEnd: 1939, allYears: '1939', productionPeriods: ['120 in wheelbase, six and eight'] },
  { make: 'Pontiac', name: 'Torpedo', yearStart: 1940, yearEnd: 1948, allYears: '1940-1942, 1946-1948', productionPeriods: ['1940-1942', '1946-1948 (no civilian cars 1943-1945)'] },
  { make: 'Pontiac', name: 'Streamliner', yearStart: 1942, yearEnd: 1951, allYears: '1942, 1946-1951', productionPeriods: ['1942', '1946-1951 (no civilian cars 1943-1945)'] },
  { make: 'Pontiac', name: 'Chieftain', yearStart: 1949, yearEnd: 1958, allYears: '1949-1958', productionPeriods: ['A-body'] },
  { make: 'Pontiac', name: 'Catalina', yearStart: 1950, yearEnd: 1960, allYears: '1950-1960', productionPeriods: ['1950-1958: hardtop body style', '1959-1960: own series'] },
  { make: 'Pontiac', name: 'Star Chief', yearStart: 1954, yearEnd: 1960, allYears: '1954-1960', productionPeriods: ['124 in wheelbase'] },
  { make: 'Pontiac', name: 'Safari', yearStart: 1955, yearEnd: 1957, allYears: '1955-1957', productionPeriods: ['Star Chief Custom Safari two-door wagon'] },
  { make: 'Pontiac', name: 'Super Chief', yearStart: 1957, yearEnd: 1958, allYears: '1957-1958', productionPeriods: [] },
  { make: 'Pontiac', name: 'Bonneville', yearStart: 1957, yearEnd: 1960, allYears: '1957-1960', productionPeriods: ['1957: fuel-injected convertible', '1958 on: own series'] },
  { make: 'Pontiac', name: 'Ventura', yearStart: 1960, yearEnd: 1960, allYears: '1960', productionPeriods: ['Two- and four-door hardtops'] },
];
