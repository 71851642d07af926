/**
 * India's states and union territories with a set of their cities, for `getStates` / `getcities` (api-facts §3).
 * Made by the project: names as commonly written, FIPS-style two-digit codes (ours; Telangana and Ladakh, which FIPS
 * never coded, get 40 and 41), coordinates of the city centres rounded to two decimals.
 */
type City = readonly [name: string, latitude: number, longitude: number];

export const indiaPlaces: readonly { name: string; fipsCode: string; cities: readonly City[] }[] = [
  { name: 'Andaman and Nicobar Islands', fipsCode: '01', cities: [['Port Blair', 11.62, 92.73], ['Car Nicobar', 9.16, 92.76], ['Mayabunder', 12.92, 92.9], ['Diglipur', 13.27, 93.0]] },
  { name: 'Andhra Pradesh', fipsCode: '02', cities: [['Visakhapatnam', 17.69, 83.22], ['Vijayawada', 16.51, 80.65], ['Guntur', 16.31, 80.44], ['Nellore', 14.44, 79.99], ['Tirupati', 13.63, 79.42], ['Kurnool', 15.83, 78.04], ['Kakinada', 16.99, 82.25]] },
  { name: 'Arunachal Pradesh', fipsCode: '30', cities: [['Itanagar', 27.08, 93.61], ['Naharlagun', 27.1, 93.69], ['Pasighat', 28.07, 95.33], ['Tawang', 27.59, 91.87], ['Ziro', 27.59, 93.83]] },
  { name: 'Assam', fipsCode: '03', cities: [['Guwahati', 26.14, 91.74], ['Dibrugarh', 27.47, 94.91], ['Silchar', 24.83, 92.78], ['Jorhat', 26.75, 94.2], ['Tezpur', 26.63, 92.8], ['Nagaon', 26.35, 92.68]] },
  { name: 'Bihar', fipsCode: '34', cities: [['Patna', 25.59, 85.14], ['Gaya', 24.79, 85.0], ['Bhagalpur', 25.24, 86.97], ['Muzaffarpur', 26.12, 85.39], ['Darbhanga', 26.15, 85.9], ['Purnia', 25.78, 87.47]] },
  { name: 'Chandigarh', fipsCode: '05', cities: [['Chandigarh', 30.73, 76.78], ['Manimajra', 30.72, 76.84]] },
  { name: 'Chhattisgarh', fipsCode: '37', cities: [['Raipur', 21.25, 81.63], ['Bhilai', 21.21, 81.38], ['Bilaspur', 22.08, 82.15], ['Korba', 22.36, 82.75], ['Durg', 21.19, 81.28], ['Jagdalpur', 19.08, 82.02]] },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', fipsCode: '06', cities: [['Daman', 20.41, 72.83], ['Diu', 20.71, 70.98], ['Silvassa', 20.27, 73.01]] },
  { name: 'Delhi', fipsCode: '07', cities: [['New Delhi', 28.61, 77.21], ['Dwarka', 28.59, 77.05], ['Rohini', 28.74, 77.07], ['Shahdara', 28.67, 77.29], ['Narela', 28.85, 77.09]] },
  { name: 'Goa', fipsCode: '33', cities: [['Panaji', 15.49, 73.83], ['Margao', 15.27, 73.96], ['Vasco da Gama', 15.4, 73.81], ['Mapusa', 15.59, 73.81], ['Ponda', 15.4, 74.02]] },
  { name: 'Gujarat', fipsCode: '09', cities: [['Ahmedabad', 23.02, 72.57], ['Surat', 21.17, 72.83], ['Vadodara', 22.31, 73.18], ['Rajkot', 22.3, 70.8], ['Bhavnagar', 21.76, 72.15], ['Jamnagar', 22.47, 70.06], ['Gandhinagar', 23.22, 72.65]] },
  { name: 'Haryana', fipsCode: '10', cities: [['Gurugram', 28.46, 77.03], ['Faridabad', 28.41, 77.32], ['Panipat', 29.39, 76.97], ['Ambala', 30.38, 76.78], ['Hisar', 29.15, 75.72], ['Rohtak', 28.9, 76.61], ['Karnal', 29.69, 76.99]] },
  { name: 'Himachal Pradesh', fipsCode: '11', cities: [['Shimla', 31.1, 77.17], ['Dharamshala', 32.22, 76.32], ['Mandi', 31.71, 76.93], ['Solan', 30.9, 77.1], ['Kullu', 31.96, 77.11], ['Una', 31.46, 76.27]] },
  { name: 'Jammu and Kashmir', fipsCode: '12', cities: [['Srinagar', 34.08, 74.8], ['Jammu', 32.73, 74.86], ['Anantnag', 33.73, 75.15], ['Baramulla', 34.2, 74.34], ['Udhampur', 32.92, 75.14], ['Kathua', 32.37, 75.52]] },
  { name: 'Jharkhand', fipsCode: '38', cities: [['Ranchi', 23.34, 85.31], ['Jamshedpur', 22.8, 86.2], ['Dhanbad', 23.8, 86.43], ['Bokaro Steel City', 23.67, 86.15], ['Deoghar', 24.48, 86.69], ['Hazaribagh', 23.99, 85.36]] },
  { name: 'Karnataka', fipsCode: '19', cities: [['Bengaluru', 12.97, 77.59], ['Mysuru', 12.3, 76.64], ['Mangaluru', 12.91, 74.86], ['Hubballi', 15.36, 75.12], ['Belagavi', 15.85, 74.5], ['Kalaburagi', 17.33, 76.83], ['Davanagere', 14.46, 75.92]] },
  { name: 'Kerala', fipsCode: '13', cities: [['Thiruvananthapuram', 8.52, 76.94], ['Kochi', 9.93, 76.27], ['Kozhikode', 11.26, 75.78], ['Thrissur', 10.53, 76.21], ['Kollam', 8.89, 76.61], ['Kannur', 11.87, 75.37]] },
  { name: 'Ladakh', fipsCode: '41', cities: [['Leh', 34.16, 77.58], ['Kargil', 34.56, 76.13]] },
  { name: 'Lakshadweep', fipsCode: '14', cities: [['Kavaratti', 10.57, 72.64], ['Agatti', 10.86, 72.19], ['Minicoy', 8.28, 73.05]] },
  { name: 'Madhya Pradesh', fipsCode: '35', cities: [['Bhopal', 23.26, 77.41], ['Indore', 22.72, 75.86], ['Jabalpur', 23.18, 79.99], ['Gwalior', 26.22, 78.18], ['Ujjain', 23.18, 75.78], ['Sagar', 23.84, 78.74], ['Rewa', 24.53, 81.3]] },
  { name: 'Maharashtra', fipsCode: '16', cities: [['Mumbai', 19.08, 72.88], ['Pune', 18.52, 73.86], ['Nagpur', 21.15, 79.09], ['Nashik', 20.0, 73.79], ['Aurangabad', 19.88, 75.34], ['Solapur', 17.66, 75.91], ['Kolhapur', 16.7, 74.24], ['Thane', 19.22, 72.98]] },
  { name: 'Manipur', fipsCode: '17', cities: [['Imphal', 24.82, 93.94], ['Thoubal', 24.64, 94.0], ['Churachandpur', 24.33, 93.68], ['Ukhrul', 25.1, 94.36]] },
  { name: 'Meghalaya', fipsCode: '18', cities: [['Shillong', 25.58, 91.89], ['Tura', 25.51, 90.22], ['Jowai', 25.45, 92.2], ['Nongstoin', 25.52, 91.27]] },
  { name: 'Mizoram', fipsCode: '31', cities: [['Aizawl', 23.73, 92.72], ['Lunglei', 22.88, 92.73], ['Champhai', 23.47, 93.33], ['Serchhip', 23.3, 92.85]] },
  { name: 'Nagaland', fipsCode: '20', cities: [['Kohima', 25.67, 94.11], ['Dimapur', 25.91, 93.73], ['Mokokchung', 26.33, 94.52], ['Tuensang', 26.27, 94.83]] },
  { name: 'Odisha', fipsCode: '21', cities: [['Bhubaneswar', 20.3, 85.82], ['Cuttack', 20.46, 85.88], ['Rourkela', 22.26, 84.85], ['Berhampur', 19.31, 84.79], ['Sambalpur', 21.47, 83.97], ['Puri', 19.81, 85.83]] },
  { name: 'Puducherry', fipsCode: '22', cities: [['Puducherry', 11.94, 79.81], ['Karaikal', 10.93, 79.84], ['Mahe', 11.7, 75.54], ['Yanam', 16.73, 82.21]] },
  { name: 'Punjab', fipsCode: '23', cities: [['Ludhiana', 30.9, 75.86], ['Amritsar', 31.63, 74.87], ['Jalandhar', 31.33, 75.58], ['Patiala', 30.34, 76.39], ['Bathinda', 30.21, 74.95], ['Mohali', 30.7, 76.72]] },
  { name: 'Rajasthan', fipsCode: '24', cities: [['Jaipur', 26.91, 75.79], ['Jodhpur', 26.24, 73.02], ['Udaipur', 24.59, 73.71], ['Kota', 25.21, 75.86], ['Ajmer', 26.45, 74.64], ['Bikaner', 28.02, 73.31], ['Alwar', 27.55, 76.6]] },
  { name: 'Sikkim', fipsCode: '29', cities: [['Gangtok', 27.33, 88.61], ['Namchi', 27.17, 88.36], ['Gyalshing', 27.29, 88.26], ['Mangan', 27.51, 88.53]] },
  { name: 'Tamil Nadu', fipsCode: '25', cities: [['Chennai', 13.08, 80.27], ['Coimbatore', 11.02, 76.96], ['Madurai', 9.93, 78.12], ['Tiruchirappalli', 10.79, 78.7], ['Salem', 11.66, 78.15], ['Tirunelveli', 8.71, 77.76], ['Vellore', 12.92, 79.13]] },
  { name: 'Telangana', fipsCode: '40', cities: [['Hyderabad', 17.39, 78.49], ['Warangal', 17.97, 79.59], ['Nizamabad', 18.67, 78.09], ['Karimnagar', 18.44, 79.13], ['Khammam', 17.25, 80.15]] },
  { name: 'Tripura', fipsCode: '26', cities: [['Agartala', 23.83, 91.28], ['Udaipur', 23.53, 91.49], ['Dharmanagar', 24.37, 92.17], ['Kailashahar', 24.33, 92.0]] },
  { name: 'Uttar Pradesh', fipsCode: '36', cities: [['Lucknow', 26.85, 80.95], ['Kanpur', 26.45, 80.33], ['Varanasi', 25.32, 82.97], ['Agra', 27.18, 78.01], ['Prayagraj', 25.44, 81.85], ['Meerut', 28.98, 77.71], ['Ghaziabad', 28.67, 77.45], ['Noida', 28.54, 77.39], ['Gorakhpur', 26.76, 83.37]] },
  { name: 'Uttarakhand', fipsCode: '39', cities: [['Dehradun', 30.32, 78.03], ['Haridwar', 29.95, 78.16], ['Haldwani', 29.22, 79.51], ['Roorkee', 29.85, 77.89], ['Rudrapur', 28.98, 79.4], ['Nainital', 29.38, 79.46]] },
  { name: 'West Bengal', fipsCode: '28', cities: [['Kolkata', 22.57, 88.36], ['Howrah', 22.59, 88.31], ['Durgapur', 23.52, 87.31], ['Asansol', 23.68, 86.98], ['Siliguri', 26.73, 88.4], ['Kharagpur', 22.35, 87.23], ['Bardhaman', 23.23, 87.86]] },
];
