// Countries with their regions, and currencies (Magento_Directory).

import type { HandlerTable } from './context.ts';
import { param } from './context.ts';
import { notFound } from './errors.ts';
import type { JsonObject } from './json.ts';

// In the platform's order, by code: the real 2.4.7-p3 and 2.4.6-p1 list Andorra first.
const COUNTRIES: Array<[string, string, string, Array<[string, string, string]>]> = [
  ['AD', 'AND', 'Andorra', []],
  ['DE', 'DEU', 'Germany', [['82', 'BER', 'Berlin'], ['81', 'BAY', 'Bayern']]],
  ['FR', 'FRA', 'France', []],
  ['GB', 'GBR', 'United Kingdom', []],
  ['US', 'USA', 'United States', [['12', 'CA', 'California'], ['43', 'NY', 'New York'], ['57', 'TX', 'Texas']]],
];

function country(id: string): JsonObject {
  const entry = COUNTRIES.find(([code]) => code === id.toUpperCase());
  // CountryInformationAcquirer::getCountryInfo's NoSuchEntityException: a 404 (the real 2.4.7-p3 and 2.4.6-p1).
  if (entry === undefined) throw notFound('The country isn\'t available.');
  const [code, three, name, regions] = entry;
  const out: JsonObject = { id: code, two_letter_abbreviation: code, three_letter_abbreviation: three, full_name_locale: name, full_name_english: name };
  if (regions.length > 0) out.available_regions = regions.map(([regionId, regionCode, regionName]) => ({ id: regionId, code: regionCode, name: regionName }));
  return out;
}

/** Whether the directory has the country (a tax rate's country must be one). */
export const isCountry = (countryId: string): boolean => COUNTRIES.some(([code]) => code === countryId);

/** A region of the directory by its country and id: its code and name, or null. */
export function regionOf(countryId: string, regionId: number): { code: string; name: string } | null {
  const regions = COUNTRIES.find(([code]) => code === countryId)?.[3] ?? [];
  const found = regions.find(([id]) => Number(id) === regionId);
  return found === undefined ? null : { code: found[1], name: found[2] };
}

/** The region code a tax rate shows as region_name ("CA" for California), '*' for none. */
export function regionCode(countryId: string, regionId: number): string {
  return regionOf(countryId, regionId)?.code ?? '*';
}

export const directoryHandlers: HandlerTable = {
  ['Magento\\Directory\\Api\\CountryInformationAcquirerInterface::getCountriesInfo']: () => COUNTRIES.map(([code]) => country(code)),
  ['Magento\\Directory\\Api\\CountryInformationAcquirerInterface::getCountryInfo']: (ctx) => country(param(ctx, 'countryId')),
  ['Magento\\Directory\\Api\\CurrencyInformationAcquirerInterface::getCurrencyInfo']: () => ({
    base_currency_code: 'USD',
    base_currency_symbol: '$',
    default_display_currency_code: 'USD',
    default_display_currency_symbol: '$',
    available_currency_codes: ['USD'],
    exchange_rates: [{ currency_to: 'USD', rate: 1 }],
  }),
};
