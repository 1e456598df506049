import type { Salutation } from '@tradeshop/shared';
import { PostalAddressInput } from './contact-fields';

/**
 * A postal address as a form sends it, checked by the shared address shape: the address book's entries, a guest's
 * checkout addresses and (a part of) an account application build on it.
 */
export class PostalAddressInputDto {
  @PostalAddressInput('salutation')
  salutation?: Salutation | null;

  @PostalAddressInput('company', 'Voltgrossisten Oy')
  company?: string | null;

  @PostalAddressInput('firstname', 'Aino')
  firstname!: string;

  @PostalAddressInput('lastname', 'Virtanen')
  lastname!: string;

  @PostalAddressInput('street', 'Mannerheimintie')
  street!: string;

  @PostalAddressInput('number', '12 B')
  number?: string | null;

  @PostalAddressInput('postcode')
  postcode!: string;

  @PostalAddressInput('city', 'Helsinki')
  city!: string;

  @PostalAddressInput('country')
  country!: string;

  @PostalAddressInput('phoneNumber', '+358 40 123 4567')
  phoneNumber?: string | null;
}
