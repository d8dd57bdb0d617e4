// A Stripe.js-compatible script, served by the stand-in at /js/v3. It offers the
// part of Stripe.js the product uses (Elements with the card element,
// createPaymentMethod, confirmCardSetup, confirmCardPayment, paymentRequest),
// talking to the stand-in exactly as Stripe.js talks to api.stripe.com: form
// bodies, the publishable key as bearer, intents confirmed with their client
// secret. Card fields are plain inputs with labels; no data leaves for Stripe.
(function installStandInStripe() {
  'use strict';
  var script = document.currentScript;
  var API_BASE = script ? new URL(script.src).origin : window.location.origin;

  /** Stripe's form encoding: card[number]=..., billing_details[name]=... */
  function formBody(params) {
    var body = new URLSearchParams();
    (function add(value, key) {
      if (value === undefined || value === null) return;
      if (typeof value === 'object') {
        Object.keys(value).forEach(function (name) {
          add(value[name], key ? key + '[' + name + ']' : name);
        });
        return;
      }
      body.append(key, String(value));
    })(params, '');
    return body;
  }

  function luhnValid(digits) {
    var sum = 0;
    for (var index = 0; index < digits.length; index += 1) {
      var digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function brandOf(digits) {
    if (/^4/.test(digits)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
    if (/^3[47]/.test(digits)) return 'amex';
    if (/^6(011|5)/.test(digits)) return 'discover';
    return 'unknown';
  }

  function validationError(code, message) {
    return { type: 'validation_error', code: code, message: message };
  }

  /** What Stripe.js says about a card still being typed (its own words). */
  function cardProblem(values, isSubmitting) {
    var digits = values.number.replace(/\D/g, '');
    var expiry = values.expiry.replace(/\D/g, '');
    var cvc = values.cvc.replace(/\D/g, '');
    if (digits.length > 0 || isSubmitting) {
      if (isSubmitting && digits.length < 16) {
        return validationError('incomplete_number', 'Your card number is incomplete.');
      }
      if (digits.length >= 16 && !luhnValid(digits)) {
        return validationError('invalid_number', 'Your card number is invalid.');
      }
    }
    if (expiry.length > 0 || isSubmitting) {
      if (expiry.length < 4) {
        if (isSubmitting) {
          return validationError('incomplete_expiry', "Your card's expiration date is incomplete.");
        }
      } else {
        var month = Number(expiry.slice(0, 2));
        var year = 2000 + Number(expiry.slice(2, 4));
        var today = new Date();
        if (month < 1 || month > 12) {
          return validationError('invalid_expiry_month', "Your card's expiration date is invalid.");
        }
        if (
          year < today.getFullYear() ||
          (year === today.getFullYear() && month < today.getMonth() + 1)
        ) {
          return validationError(
            'invalid_expiry_year_past',
            "Your card's expiration year is in the past.",
          );
        }
      }
    }
    if (isSubmitting && cvc.length < 3) {
      return validationError('incomplete_cvc', "Your card's security code is incomplete.");
    }
    return undefined;
  }

  function formatNumber(raw) {
    return raw
      .replace(/\D/g, '')
      .slice(0, 16)
      .replace(/(\d{4})(?=\d)/g, '$1 ');
  }

  function formatExpiry(raw) {
    var digits = raw.replace(/\D/g, '').slice(0, 4);
    return digits.length > 2 ? digits.slice(0, 2) + ' / ' + digits.slice(2) : digits;
  }

  /** The card element: number, expiry and CVC in one bordered row, like Stripe's. */
  function createCardElement(options) {
    var handlers = {};
    var container = null;
    var inputs = {};
    var currentOptions = options || {};

    function emit(event, payload) {
      (handlers[event] || []).slice().forEach(function (handler) {
        handler(payload);
      });
    }

    function values() {
      return {
        number: inputs.number ? inputs.number.value : '',
        expiry: inputs.expiry ? inputs.expiry.value : '',
        cvc: inputs.cvc ? inputs.cvc.value : '',
      };
    }

    function isComplete() {
      var current = values();
      return (
        current.number.replace(/\D/g, '').length === 16 &&
        current.expiry.replace(/\D/g, '').length === 4 &&
        current.cvc.replace(/\D/g, '').length >= 3 &&
        !cardProblem(current, true)
      );
    }

    function applyStyle() {
      var base = (currentOptions.style && currentOptions.style.base) || {};
      Object.keys(inputs).forEach(function (name) {
        var input = inputs[name];
        input.style.color = base.color || 'inherit';
        input.style.fontSize = base.fontSize || '16px';
        input.style.fontFamily = base.fontFamily || 'inherit';
      });
    }

    function makeInput(name, label, placeholder, width, format) {
      var input = document.createElement('input');
      input.type = 'text';
      input.inputMode = 'numeric';
      input.name = 'stripe-standin-' + name;
      input.setAttribute('aria-label', label);
      input.autocomplete =
        name === 'number' ? 'cc-number' : name === 'expiry' ? 'cc-exp' : 'cc-csc';
      input.placeholder = placeholder;
      // A small intrinsic width: the row shrinks to its container, down to a phone's.
      input.size = 1;
      input.style.cssText =
        'border:0;outline:none;background:transparent;min-width:0;width:100%;padding:0;line-height:1.5;flex:' +
        width;
      input.addEventListener('input', function () {
        var formatted = format(input.value);
        if (formatted !== input.value) input.value = formatted;
        var problem = cardProblem(values(), false);
        var digits = values().number.replace(/\D/g, '');
        emit('change', {
          elementType: 'card',
          empty: !values().number && !values().expiry && !values().cvc,
          complete: isComplete(),
          brand: brandOf(digits),
          error: problem,
          value: { postalCode: '' },
        });
      });
      input.addEventListener('focus', function () {
        emit('focus', { elementType: 'card' });
      });
      input.addEventListener('blur', function () {
        emit('blur', { elementType: 'card' });
      });
      inputs[name] = input;
      return input;
    }

    var element = {
      _values: values,
      _isComplete: isComplete,
      mount: function (target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) throw new Error('The card element could not find where to mount.');
        var row = document.createElement('div');
        row.className = 'StripeElement StripeStandInCard';
        row.style.cssText = 'display:flex;gap:12px;align-items:center;width:100%';
        row.appendChild(
          makeInput('number', 'Card number', '1234 1234 1234 1234', '1 1 10ch', formatNumber),
        );
        row.appendChild(
          makeInput('expiry', 'Expiration date', 'MM / YY', '0 0 4.6em', formatExpiry),
        );
        row.appendChild(
          makeInput('cvc', 'Security code', 'CVC', '0 0 2.8em', function (raw) {
            return raw.replace(/\D/g, '').slice(0, 4);
          }),
        );
        container.appendChild(row);
        applyStyle();
        window.setTimeout(function () {
          emit('ready', { elementType: 'card' });
        }, 0);
      },
      unmount: function () {
        if (container) container.textContent = '';
      },
      destroy: function () {
        element.unmount();
        handlers = {};
      },
      on: function (event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        return element;
      },
      off: function (event, handler) {
        handlers[event] = (handlers[event] || []).filter(function (candidate) {
          return candidate !== handler;
        });
        return element;
      },
      once: function (event, handler) {
        function wrapped(payload) {
          element.off(event, wrapped);
          handler(payload);
        }
        return element.on(event, wrapped);
      },
      update: function (next) {
        currentOptions = Object.assign({}, currentOptions, next);
        applyStyle();
      },
      focus: function () {
        if (inputs.number) inputs.number.focus();
      },
      blur: function () {
        if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
      },
      clear: function () {
        Object.keys(inputs).forEach(function (name) {
          inputs[name].value = '';
        });
      },
    };
    return element;
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey)) {
      throw new Error('Invalid publishable key: ' + publishableKey);
    }
    var createdElements = {};

    function call(method, path, params) {
      return fetch(API_BASE + path, {
        method: method,
        headers: {
          Authorization: 'Bearer ' + publishableKey,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: method === 'GET' ? undefined : formBody(params),
      }).then(function (answer) {
        return answer.json().then(function (body) {
          return answer.ok ? { ok: body } : { error: body.error };
        });
      });
    }

    function paymentMethodFor(card, billingDetails) {
      if (typeof card === 'string') return Promise.resolve({ ok: { id: card } });
      if (!card || typeof card._values !== 'function') {
        return Promise.resolve({
          error: validationError('invalid_element', 'A card element is required.'),
        });
      }
      var problem = cardProblem(card._values(), true);
      if (problem) return Promise.resolve({ error: problem });
      var current = card._values();
      var expiry = current.expiry.replace(/\D/g, '');
      return call('POST', '/v1/payment_methods', {
        type: 'card',
        card: {
          number: current.number.replace(/\D/g, ''),
          exp_month: Number(expiry.slice(0, 2)),
          exp_year: 2000 + Number(expiry.slice(2, 4)),
          cvc: current.cvc,
        },
        billing_details: billingDetails || {},
      });
    }

    function confirmIntent(kind, clientSecret, data) {
      var id = String(clientSecret).split('_secret_')[0];
      var given = (data && data.payment_method) || {};
      var card = typeof given === 'string' ? given : given.card;
      return paymentMethodFor(card, given.billing_details).then(function (method) {
        if (method.error) return { error: method.error };
        return call('POST', '/v1/' + kind + 's/' + id + '/confirm', {
          payment_method: method.ok.id,
          client_secret: clientSecret,
        }).then(function (result) {
          if (result.error) return { error: result.error };
          var answer = {};
          answer[kind === 'setup_intent' ? 'setupIntent' : 'paymentIntent'] = result.ok;
          return answer;
        });
      });
    }

    return {
      version: 'endive',
      _standIn: true,
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      elements: function () {
        return {
          create: function (type, options) {
            if (type !== 'card')
              throw new Error('The Stripe stand-in offers the card element only.');
            createdElements.card = createCardElement(options);
            return createdElements.card;
          },
          getElement: function (type) {
            var name = typeof type === 'string' ? type : type && type.__elementType;
            return createdElements[name] || null;
          },
          update: function () {},
        };
      },
      createPaymentMethod: function (params) {
        return paymentMethodFor(params && params.card, params && params.billing_details).then(
          function (result) {
            return result.error ? { error: result.error } : { paymentMethod: result.ok };
          },
        );
      },
      confirmCardSetup: function (clientSecret, data) {
        return confirmIntent('setup_intent', clientSecret, data);
      },
      confirmCardPayment: function (clientSecret, data) {
        return confirmIntent('payment_intent', clientSecret, data);
      },
      createToken: function () {
        return Promise.resolve({
          error: validationError('unsupported', 'Tokens are not offered by the stand-in.'),
        });
      },
      // No wallet is ever available here: the product shows no wallet button.
      paymentRequest: function () {
        return {
          canMakePayment: function () {
            return Promise.resolve(null);
          },
          on: function () {},
          off: function () {},
          show: function () {},
          update: function () {},
        };
      },
    };
  }

  window.Stripe = Stripe;
})();
