/**
 * The pages' small scripts, inlined with the response's nonce. Every page works without them: they only
 * format what is typed, fill test cards, stop double submissions, and tell the embedding cash desk the result.
 */

/** A form submits once: later submissions are ignored and its buttons show it is busy. */
export const SUBMIT_ONCE_SCRIPT = `
document.querySelectorAll('form').forEach(function (form) {
  form.addEventListener('submit', function (event) {
    if (form.dataset.busy) { event.preventDefault(); return; }
    form.dataset.busy = '1';
    setTimeout(function () { form.querySelectorAll('button').forEach(function (button) { button.disabled = true; }); });
  });
});`;

/** Groups the card number in fours, adds the expiry's slash, and fills a test card when one is clicked. */
export const CARD_FORM_SCRIPT = `${SUBMIT_ONCE_SCRIPT}
(function () {
  var number = document.getElementById('number');
  var expiry = document.getElementById('expiry');
  number.addEventListener('input', function () {
    var digits = number.value.replace(/\\D/g, '').slice(0, 19);
    number.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  expiry.addEventListener('input', function () {
    var digits = expiry.value.replace(/\\D/g, '').slice(0, 4);
    expiry.value = digits.length > 2 ? digits.slice(0, 2) + ' / ' + digits.slice(2) : digits;
  });
  document.querySelectorAll('[data-card]').forEach(function (button) {
    button.addEventListener('click', function () {
      number.value = button.dataset.card;
      if (!expiry.value) expiry.value = '12 / ' + String(new Date().getFullYear() + 3).slice(2);
      var cvv = document.getElementById('cvv');
      if (!cvv.value) cvv.value = '123';
      var holder = document.getElementById('holder');
      if (!holder.value) holder.value = 'Test Cardholder';
      number.focus();
    });
  });
})();`;

/**
 * The end of a payment: tells the cash desk embedding this page (it listens for the message), then moves
 * this frame to the merchant's return URL, which the cash desk also watches for.
 */
export const DONE_SCRIPT = `
(function () {
  var panel = document.querySelector('[data-return-url]');
  var message = { type: 'sandbox-psp:done', paymentId: panel.dataset.paymentId, status: panel.dataset.status };
  if (window.parent !== window) window.parent.postMessage(message, '*');
  window.location.replace(panel.dataset.returnUrl);
})();`;
