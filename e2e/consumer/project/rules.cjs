// Another team's CommonJS module: the same, through require.
const { addItem, buildAddress, formatCurrency, getTotalCartPrice, getTotalCartQuantity, increaseItemQuantity, isValidPhone, orderTotal, priorityFee } = require('@chulo/domain');
const { createApiClient } = require('@chulo/api-client');
const { NewOrderSchema } = require('@chulo/api-client/contract');
const { describe } = require('./describe.cjs');

const margherita = { id: 1, name: 'Margherita', unitPrice: 650 };
let cart = addItem([], margherita);
cart = increaseItemQuantity(increaseItemQuantity(cart, 1), 1);

console.log(JSON.stringify(describe({ cart, getTotalCartPrice, getTotalCartQuantity, priorityFee, orderTotal, isValidPhone, buildAddress, formatCurrency, createApiClient, NewOrderSchema })));
