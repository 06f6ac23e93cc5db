// What rules.mjs and rules.cjs print: the same answers whichever way the packages were loaded.
exports.describe = ({ cart, getTotalCartPrice, getTotalCartQuantity, priorityFee, orderTotal, isValidPhone, buildAddress, formatCurrency, createApiClient, NewOrderSchema }) => {
  const total = getTotalCartPrice(cart);
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
  return {
    cart: { total, pizzas: getTotalCartQuantity(cart) },
    priorityFee: priorityFee(total),
    total: orderTotal(total, true),
    phone: { nepali: isValidPhone('+977 984-1234567'), letters: isValidPhone('98a1234567') },
    address: buildAddress({ locality: 'Thamel', city: 'Kathmandu', postcode: '44600', countryName: 'Nepal' }),
    price: formatCurrency(total),
    client: ['createOrder', 'followOrder', 'getMenu', 'getOrder', 'makeOrderPriority', 'reverseGeocode'].filter((name) => typeof client[name] === 'function'),
    contract: typeof NewOrderSchema === 'object' && NewOrderSchema !== null,
  };
};
