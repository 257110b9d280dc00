/** An order request as the domain's tests use it: two lines, a buyer in Pontiac, Michigan. Tests only. */
export const TEST_ORDER = {
  id: 42,
  name: 'Jane Buyer',
  email: 'jane@example.com',
  phone: '+1 555 010 2040',
  address: '12 Chieftain Road',
  city: 'Pontiac',
  region: '',
  postalCode: '48340',
  country: 'United States',
  note: '',
  lines: [
    { sku: 'SS-TL-1001', name: 'Tail Lamp Lens', unitPrice: '34.50', quantity: 2 },
    { sku: '977-5196', name: 'Chief Hood Ornament', unitPrice: '189.95', quantity: 1 },
  ],
  total: '258.95',
  itemCount: 3,
  link: 'https://parts.example.com/admin/orders/42',
};
