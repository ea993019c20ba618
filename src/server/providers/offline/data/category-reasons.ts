/** Claims that something is of a kind ("Is Pluto a planet?"): {thing} and its {category}. */
export const CATEGORY_REASONS = String.raw`
@definition defin\w*|mean|means|meaning|word|term|counts?
for: on any definition of {category} that people actually use, {thing} qualifies
for: the definition that would shut {thing} out was written to shut it out, not to describe anything
against: a definition of {category} loose enough to include {thing} would include far too much else
against: {thing} meets the everyday sense of {category} only if you stretch the words until they mean nothing
counter for: A definition built to exclude {thing} is not neutral; it was drawn around the answer.
counter against: If {thing} counts as {category}, the word stops marking any line at all.
@criteria criteri\w*|test|tests|requirements?|conditions?|qualif\w*
for: {thing} passes the tests that matter for {category}, and fails only the one invented later
for: every feature people point to in {category} is there in {thing}
against: {thing} fails at least one test that every clear case of {category} passes
against: the features {thing} shares with {category} are the shallow ones, not the defining ones
counter for: The test {thing} fails is the newest and the least agreed, which says more about the test than about {thing}.
counter against: Sharing some features is not meeting the criteria; plenty of things look like {category} and are not.
@borderline borderline|edge|grey|gray|blurry|boundary|line
for: borderline cases are where a category proves its use, and {thing} sits on the right side of the line
for: if {thing} is left out, the line around {category} has to bend in awkward ways
against: {thing} is a borderline case, and borderline cases should not redraw the line for everything else
against: drawing the line to include {thing} would create a hundred new borderline cases
counter for: Every category has borderline cases; they are settled by the clear features, and {thing} has them.
counter against: One hard case like {thing} is not a reason to move the line for everyone else.
@usage usage|everyday|ordinary|people call|common|speak|language
for: in ordinary speech, people already call {thing} {category} without a second thought
for: generations have learned {thing} as {category}, and usage is where meaning lives
against: ordinary speech is loose, and people call all kinds of things {category} without meaning it strictly
against: the way most people use the words {category} does not stretch to {thing} once they think about it
counter for: Usage is not loose here; it is consistent, and it includes {thing}.
counter against: Loose talk about {thing} tells us how people speak, not what {category} is.
@authority experts?|authorit\w*|bodies|official|scientists?|specialists?|union|vote
for: the people who study {thing} most closely treat it as {category} in their own work
for: official rulings come and go, but the working practice of specialists still counts {thing} in
against: the bodies responsible for the term {category} have looked at {thing} and drawn the line against it
against: specialists who work with {category} every day do not count {thing} among them
counter for: An official ruling is a vote, not a discovery, and votes on {thing} can be wrong.
counter against: If the specialists have drawn the line against {thing}, the burden is on those who want to redraw it.
@usefulness useful|purpose|point|helps?|clarity|confus\w*|matters?
for: calling {thing} {category} makes the category more useful, not less
for: leaving {thing} out creates more confusion than it removes
against: keeping {thing} out is what keeps {category} a useful idea
against: calling {thing} {category} would blur a distinction people rely on
counter for: A category that cannot hold {thing} is less useful than it claims.
counter against: A distinction only stays useful if it excludes hard cases like {thing}.
@precedent history|historical|precedent|before|used to|tradition|past
for: history counted {thing} as {category} long before anyone argued otherwise
for: the precedent of similar cases puts {thing} on the side of {category}
against: {thing} was counted as {category} once, and the record was corrected for good reasons
against: the precedents that look like {thing} were all settled against it
counter for: A correction can be wrong too, and the old record on {thing} had its reasons.
counter against: Tradition kept {thing} in for a while; it does not follow that it belongs there.
@parallels consisten\w*|contradict\w*|double standard|same logic|apply|parallel
for: consistency demands it, since the cases most like {thing} are counted as {category}
for: excluding {thing} while keeping its closest neighbours in is a double standard
against: applied consistently, the reasoning that lets {thing} in would let in things nobody calls {category}
against: the argument for {thing} only works if you ignore its closest parallel cases
counter for: The parallel cases you mention differ from {thing} in exactly the way that matters.
counter against: If the logic that admits {thing} admits everything nearby, it proves too much.
`;
