// The rules of the crisis check (see crisis-language.ts), each named for what
// it hears. They read lower-case text with contractions in one spelling
// (`don't`, `can't`, `i'm`, `want to`, `going to`), so they need no flags.

export type CrisisRule = { name: string; pattern: RegExp };

const rule = (name: string, source: string): CrisisRule => ({ name, pattern: new RegExp(source) });

/** Words that say a person means, plans, tried or keeps doing something. */
const INTENT = String.raw`(?:want(?:s|ed)? to|going to|'ll|will|plan(?:s|ned|ning)? (?:to|on)|try(?:ing)? to|tried to|attempt(?:s|ed|ing)? to|(?:think|thinking|thought) (?:about|of)|wish(?:ed)? (?:i could|to)|need to|have to|ready to|about to|decided to|might|should just|feel like|urges? to|keep|kept|tempted to|afraid i'll|scared i'll|started|been)`;

/** What a person ends or takes when they mean their own life. */
const OWN_LIFE = String.raw`my (?:own )?life`;

/** Where living or staying somewhere is meant, not staying alive ("live in this city"). */
const LIVE_SOMEWHERE = String.raw`(?! (?:in|with|near|at|there|here|on|abroad|together|alone|off|under|by|paycheck|somewhere|where|next|close|around|through|for|forever|like (?:that|him|her|them)|the|a|an|this|that|holiday|vacation|trip|stage|tour|dates?|about|rides?|to|social|tv)\b)`;

/** Pills and medicines a person might take all of. */
const MEDICINES = String.raw`(?:sleeping )?(?:pills|meds|medication|medications|medicine|tablets|painkillers|antidepressants|paracetamol|tylenol|ibuprofen|insulin)`;

export const CRISIS_RULES: ReadonlyArray<CrisisRule> = [
  // Suicide by name, but not the names that merely contain it.
  rule(
    'suicide',
    String.raw`\bsuicid(?:e|es|al|ality)\b(?! (?:squad|doors?|sprints?|runs?|drills?|kings?|blonde|girls)\b)`,
  ),
  rule('self-harm', String.raw`\bself-(?:harm|injur|mutilat)|\bharm(?:s|ed|ing)? myself\b`),
  rule('unalive', String.raw`\bunaliv(?:e|es|ed|ing)\b`),
  // "Kill myself", except laughing or overworking ("killing myself at work").
  rule(
    'kill myself',
    String.raw`\bkills? myself\b|\bkill(?:ed|ing) myself\b(?! (?:laughing|at work|at the gym|with work|over work|for work|working))`,
  ),
  rule(
    'end or take my life',
    String.raw`\b(?:end|ends|ended|ending)(?: to)? ${OWN_LIFE}\b|\b(?:take|takes|taking|took|taken) ${OWN_LIFE}\b(?! (?:back|to|in|into|seriously|more|further|forward|off|over|up|and|step|one))`,
  ),
  rule(
    'end it',
    String.raw`\bend(?:ing)? (?:it|everything) all\b|\bend(?:ing)? it all\b|\bend everything\b|\b(?:${INTENT}|going to) end(?:ing)? it\b(?! (?:with|off|between|at|early|there|here|for (?:him|her|them|us)))`,
  ),
  rule(
    'want to die',
    String.raw`\b(?:want(?:s|ed)? to|going to|ready to|wish i could|wish i would|would rather|i'd rather|hope i|deserve to|let me|should|feel like|feeling like) (?:just )?die\b(?! (?:of|from|laughing|on (?:this|that) hill|for|my hair|her hair|his hair|your hair|alone))|\bfeel(?:ing)? like dying\b(?! (?:of|laughing))`,
  ),
  rule(
    'wish I were dead',
    String.raw`\b(?:wish(?:ed)? i (?:was|were)|want(?:ed)? to be|better off|rather be|would be better|i'd be better) dead\b|\bwish i(?: was| were| had|'d) never (?:been )?born\b|\bwish i (?:wasn't|weren't|hadn't been) born\b`,
  ),
  rule(
    "don't want to live",
    String.raw`\b(?:don't|didn't|doesn't|no longer|never|not sure i|do not) (?:really |even )?(?:want|wish|feel like|see the point) (?:to )?(?:live|living|be alive|being alive|exist|existing|go on|going on|keep (?:going|living)|stay alive|be here anymore|be here any longer|be around anymore)\b${LIVE_SOMEWHERE}`,
  ),
  rule(
    "don't want to wake up",
    String.raw`\b(?:don't want to|never want to|wish i (?:would|could|didn't|wouldn't) (?:not )?|hope i (?:don't|never)|and never|to not|not to) wake up\b(?! (?:early|at|before|so early|on time|late|for))|\bsleep forever\b`,
  ),
  rule(
    'no point in living',
    String.raw`\b(?:no|zero|any|the) (?:point|reason|use|purpose) (?:in |of |to |for )?(?:living|live|being alive|going on|existing|carrying on|keep going|keep living|staying alive|being here)\b${LIVE_SOMEWHERE}|\bnot worth living\b|\blife (?:is|feels|seems) (?:so )?(?:pointless|meaningless|not worth it)\b|\b(?:tired|sick|done) (?:of|with) (?:living|being alive|existing|life)\b${LIVE_SOMEWHERE}(?! (?:coach|coaching|hacks|goals|admin|insurance|paycheck|in fear)\b)`,
  ),
  rule(
    'better off without me',
    String.raw`\bbetter off (?:without me|if i (?:was|were|wasn't|weren't) (?:dead|gone|here|around|alive)|if i (?:died|disappeared|didn't exist|was gone|were gone))\b|\b(?:world|everyone|everybody|family|they|people) (?:would|'d) be better without me\b|\b(?:no one|nobody|no-one) (?:would|will|'d) (?:even |really )?(?:miss me|notice (?:if|that) i(?:'m| was| were) gone|care if i (?:died|was gone|were gone|disappeared))\b|\b(?:i'm|i feel like) (?:such |just |only )?a burden (?:to|on) (?:everyone|everybody|my family|them|all)\b`,
  ),
  rule(
    "can't go on",
    String.raw`\bcan't (?:go on|keep going|carry on)\b(?! (?:the|a|an|my|holiday|vacation|with the|stage|tour|trip|that|this|dates|about|air|tv|social|line|online|instagram|youtube|stream|leave|rides?|to)\b)|\bcan't (?:take|bear|stand) (?:it|this|the pain|living|life) anymore\b`,
  ),
  rule(
    'disappear forever',
    String.raw`\b(?:i (?:just )?(?:want|wish|need|'d like|would like|hope|plan)|make me|let me) (?:to |i could |i would |i can |i'd )?(?:just )?(?:disappear|vanish|fade away|cease to exist|stop existing)\b(?: (?:forever|for good|permanently|and never come back|from (?:this|the) (?:world|earth|planet)|completely|off the face)|$|[.!,]| and )|\b(?:i|me|myself)\b(?: \S+){0,4} (?:disappear|vanish) forever\b`,
  ),
  rule(
    'take all my pills',
    String.raw`\b(?:take|taking|took|swallow|swallowed|swallowing|down|downed) (?:all|every one|the whole (?:bottle|pack|box)|a (?:whole )?(?:bottle|handful|bunch|lot)|loads|a load) (?:of )?(?:my |the |these |those |her |his )?${MEDICINES}\b|\boverdos(?:e|es|ed|ing)\b(?! on (?:coffee|caffeine|sugar|chocolate|candy|sweets|netflix|tv|work|love|positivity|sun|carbs|vitamins|cake|kindness|self-help))|\b(?:stockpil(?:e|ed|ing)|saving up|hoarding) (?:my |the )?${MEDICINES}\b`,
  ),
  // Hurting, cutting or burning oneself: with intent, again, on purpose, or as
  // a habit ("cutting myself"), not an accident ("I cut myself shaving").
  rule(
    'hurt myself',
    String.raw`\b${INTENT} (?:hurt|hurting|cut|cutting|burn|burning|starve|starving|punish|punishing|injure|injuring) myself\b(?! (?:some|a|off|short|loose|free|out|up|at the gym|lifting|running|training|playing|working out)\b)|\b(?:hurt|cut|burned|burnt|starved|injured) myself (?:again(?! (?:at|playing|lifting|running|training|while|during|on)\b)|on purpose|deliberately|intentionally)\b|\b(?:hurting|cutting|burning|starving) myself\b(?! (?:some|a|off|short|loose|free|out|down|in|at|while|when|on|by|with|shaving|cooking|chopping|slicing|baking|ironing|lifting|running|training|playing)\b)|(?<!\b(?:accidentally|accidently|nearly|almost) )\b(?:cut|burned|burnt) myself\b(?! (?:some|a|off|short|loose|free|out|down|in|at|while|when|on|by|shaving|cooking|chopping|slicing|baking|ironing|opening|with a (?:knife|kitchen|paper)|accidentally|by accident)\b)`,
  ),
  rule(
    'a method',
    String.raw`\b(?:hang|hanging|hanged|shoot|shooting|shot|drown|drowning|stab|stabbing|poison|poisoning|electrocute|gas) myself\b|\bslit(?:ting)? my (?:wrists?|throat)\b|\bjump(?:ing)? (?:off|from) (?:a|the|that|this) (?:bridge|building|roof|cliff|balcony|tower|ledge|car park)\b|\b(?:step|stepping|jump|jumping|throw myself|walk|walking) in front of (?:a|the) (?:train|bus|car|truck|lorry)\b|\b(?:noose|rope) (?:around|round) my neck\b`,
  ),
  rule(
    'someone kill me',
    String.raw`\b(?:wish|want|hope|pray) (?:someone|somebody|something|a car|a truck|god) (?:would |could |to |will )?(?:kill(?:s)? me|end (?:it|my life))\b`,
  ),
];

/**
 * Denials set aside before the rules are tried: "I'm not suicidal", "I would
 * never hurt myself". One followed by "again", "but", "anymore"… is kept.
 */
export const DENIALS: ReadonlyArray<RegExp> = [
  /(?:\bnot|\bnever|n't) (?:been |be |really |actually |feeling |ever )*suicidal\b(?! (?:but|though|again|anymore|until|unless|like)\b)/g,
  /(?:\bnever|n't|\bnot) (?:ever |going to |really )?(?:kill|hurt|harm|cut) myself\b(?! (?:again|but|though|until|unless|anymore|like)\b)/g,
];
